import csv,sys,math,collections,glob,os
# tab1.py DIR: mean GB/s of head*.csv (every run), peers.csv once; markdown table against the better peer
d=sys.argv[1]; rows=collections.OrderedDict()
for f in sorted(glob.glob(d+'/*.csv')):
    b=os.path.basename(f)[:-4]
    for r in csv.DictReader(open(f)):
        k=(r['precision'],r['kind'],r['shape']); name='head' if b!='peers' else r['library']
        e=rows.setdefault(k,{}).setdefault(name,[[],''])
        if r['status']=='ok' and r['gbps']: e[0].append(float(r['gbps']))
        e[1]=r['rel_err']
m=lambda x: sum(x)/len(x) if x else None
f=lambda x: '%.2f'%(x/1000) if x else '-'
print('| shape | kind | libclfft | VkFFT | cuFFT | vs better peer | error | VkFFT error | cuFFT error |')
print('|---|---|---|---|---|---|---|---|---|')
lr=[]
for k,v in rows.items():
    h=m(v.get('head',[[]])[0]); vk=m(v.get('vkfft',[[]])[0]); cu=m(v.get('cufft',[[]])[0])
    pk=[x for x in (vk,cu) if x]; bp=max(pk) if pk else None
    print('| %s %s | %s | %s | %s | %s | %s | %s | %s | %s |'%(k[2],k[0],k[1].upper(),f(h),f(vk),f(cu),'%.2f'%(h/bp) if bp and h else '-',v.get('head',[0,''])[1],v.get('vkfft',[0,'-'])[1],v.get('cufft',[0,'-'])[1]))
    if bp and h: lr.append(math.log(h/bp))
if lr: print('geomean vs better peer: %.3f over %d'%(math.exp(sum(lr)/len(lr)),len(lr)))
