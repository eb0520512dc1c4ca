import subprocess,sys,re
old,new=sys.argv[1:3]
shapes=['30x30x30','45x45x45','60x60x60','90x90x90','120x120x120','180x180x180','75x75x75','64x360','360x64','128x720','720x128','16x16x360','360x16x16','32x32x720','720x32x32','64x64x300','300x64x64','8x2025','2025x8','16x4050','4050x16','100x2880','2880x100']
for s in shapes:
  for k in ('c2c','r2c','c2r'):
    for p in ([],['--fp64']):
        def d(b):
            a=[b,'-n',s,'-k',k,'-p','nvidia','-b','4','-d','--backward-only' if k=='c2r' else '--forward-only']+p
            o=subprocess.run(a,capture_output=True,text=True).stdout.split('*/')[0]
            return [re.sub(r'.*?(R=\d+ p=\d+ radices=[0-9x]+).*',r'\1',l).strip() for l in o.splitlines() if re.search(r'pass \d+:',l)]
        a,b=d(old),d(new)
        if a!=b: print(s,k,'fp64' if p else 'fp32',' / '.join(a),' -> ',' / '.join(b))
