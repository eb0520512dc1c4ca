import csv,sys,tarfile,io,collections,math
# vartab.py DIR BASE: per row GB/s of BASE and each other label's ratio to it (runs averaged), from DIR/csv.tgz
d=sys.argv[1]; base=sys.argv[2]
t=tarfile.open(d+'/csv.tgz'); v=collections.defaultdict(lambda: collections.defaultdict(list))
for m in t.getmembers():
    lab=m.name.split('/')[-1][:-5]  # LABELrun.csv, runs 1-9
    for r in csv.DictReader(io.TextIOWrapper(t.extractfile(m))):
        if r['library'].startswith('libclfft') and r['gbps']:
            v[(r['precision'],r['kind'],r['shape'])][lab].append(float(r['gbps']))
labs=sorted({l for x in v.values() for l in x if l!=base})
for k,x in v.items():
    b=sum(x[base])/len(x[base])
    best=sorted(((sum(x[l])/len(x[l])/b,l) for l in labs if x[l]),reverse=True)
    print('%s %s %-8s %6.0f  '%(k[0],k[1],k[2],b)+' '.join('%s %.3f'%(l,r) for r,l in best[:6]))
