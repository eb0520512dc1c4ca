import csv,sys,math,collections
# tab.py DIR : rows head/new/vkfft/cufft GB/s, new/head, new/better peer, new error
d=sys.argv[1]; targets=dict(a.split('=') for a in sys.argv[2:])
rows=collections.OrderedDict()
for f,lab in (('head1.csv','head'),('new1.csv','new'),('peers.csv','peers')):
    for r in csv.DictReader(open(d+'/'+f)):
        k=(r['precision'],r['kind'],r['shape'])
        name=lab if lab!='peers' else r['library']
        rows.setdefault(k,{})[name]=(float(r['gbps']) if r['status']=='ok' and r['gbps'] else None, r['rel_err'])
lr=[];lh=[]
print('| shape | kind | 0404fd0 | new | ratio | VkFFT | cuFFT | vs better peer | error |')
print('|---|---|---|---|---|---|---|---|---|')
for k,v in rows.items():
    h=v.get('head',(None,''))[0]; n=v.get('new',(None,''))[0]
    pk=[x[0] for name,x in v.items() if name not in('head','new') and x[0]]
    bp=max(pk) if pk else None
    vk=v.get('vkfft',(None,''))[0]; cu=v.get('cufft',(None,''))[0]
    f=lambda x: '%.2f'%(x/1000) if x else '-'
    print('| %s %s | %s | %s | %s | %.3f | %s | %s | %s | %s |'%(k[2],k[0],k[1].upper(),f(h),f(n),n/h,f(vk),f(cu),'%.2f'%(n/bp) if bp else '-',v['new'][1]))
    if bp: lr.append(math.log(n/bp)); lh.append(math.log(h/bp))
    
print('geomean vs better peer: head %.3f new %.3f over %d'%(math.exp(sum(lh)/len(lh)),math.exp(sum(lr)/len(lr)),len(lr)))
