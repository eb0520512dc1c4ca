import re,subprocess,math,collections,sys
def radices(n,kind,prec,variant):
    a=['./build/clfft-codegen','-n',str(n),'-k',kind,'-p','nvidia','-b','1000','-d','--backward-only' if kind=='c2r' else '--forward-only']
    if prec=='fp64': a.append('--fp64')
    if variant!='rules': a+=['--variant',variant]
    out=subprocess.run(a,capture_output=True,text=True).stdout
    m=re.search(r'pass 0: .*?R=(\d+) p=1 radices=([0-9x]+), work-group (\d+) = (\d+) transforms x (\d+) threads',out)
    return m.groups()
rows=[]
for f in sys.argv[1:]:
    for l in open(f):
        p=l.split()
        if len(p)<6 or p[0] not in('fp32','fp64'): continue
        rows.append((p[0],p[1],int(p[2]),float(p[5])))
pat=collections.defaultdict(list)
for prec,kind,n,r in rows:
    R,ra,wg,M,T=radices(n,kind,prec,'rules'); Rb,rb,wgb,Mb,Tb=radices(n,kind,prec,'balanced-odd-radices')
    odd=[int(x) for x in ra.split('x') if int(x)%2]; oddb=[int(x) for x in rb.split('x') if int(x)%2]
    key='x'.join(map(str,odd))+'->'+'x'.join(map(str,oddb))
    pat[key].append((r,prec,kind,n,R,ra,T,rb,Tb))
for k,v in sorted(pat.items(),key=lambda kv:-len(kv[1])):
    g=math.exp(sum(math.log(x[0]) for x in v)/len(v))
    print('%-16s %2d geo %.3f  '%(k,len(v),g)+' '.join('%s%s%d:%.2f'%(x[1][-2:],x[2][0],x[3],x[0]) for x in v))
