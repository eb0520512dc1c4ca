import csv,sys,math,collections,glob,os
# tab3.py DIR [BASE]: mean GB/s of head*.csv and new*.csv (every run), peers.csv once; markdown table
d=sys.argv[1]; base=sys.argv[2] if len(sys.argv)>2 else 'head'
rows=collections.OrderedDict()
for f in sorted(glob.glob(d+'/*.csv')):
    b=os.path.basename(f)[:-4]
    lab='peers' if b=='peers' else b.rstrip('0123456789')
    for r in csv.DictReader(open(f)):
        k=(r['precision'],r['kind'],r['shape'])
        name=lab if lab!='peers' else r['library']
        v=float(r['gbps']) if r['status']=='ok' and r['gbps'] else None
        e=rows.setdefault(k,{}).setdefault(name,[[],''])
        if v: e[0].append(v)
        e[1]=r['rel_err']
lr=[];lh=[]
print('| shape | kind | %s | new | ratio | VkFFT | cuFFT | vs better peer | error |'%base)
print('|---|---|---|---|---|---|---|---|---|')
m=lambda x: sum(x)/len(x) if x else None
for k,v in rows.items():
    h=m(v.get('head',[[]])[0]); n=m(v.get('new',[[]])[0])
    vk=m(v.get('vkfft',[[]])[0]); cu=m(v.get('cufft',[[]])[0])
    pk=[x for x in (vk,cu) if x]; bp=max(pk) if pk else None
    f=lambda x: '%.2f'%(x/1000) if x else '-'
    print('| %s %s | %s | %s | %s | %s | %s | %s | %s | %s |'%(k[2],k[0],k[1].upper(),f(h),f(n),'%.3f'%(n/h) if h and n else '-',f(vk),f(cu),'%.2f'%(n/bp) if bp and n else '-',v.get('new',[0,''])[1]))
    if bp and n and h: lr.append(math.log(n/bp)); lh.append(math.log(h/bp))
if lr: print('geomean vs better peer: %s %.3f new %.3f over %d'%(base,math.exp(sum(lh)/len(lh)),math.exp(sum(lr)/len(lr)),len(lr)))
