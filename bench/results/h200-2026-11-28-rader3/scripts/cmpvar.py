import csv,glob,collections,sys,tarfile,io,math
# cmpvar.py DIR A B : per (prec,kind,shape) mean GB/s of runs A*.csv and B*.csv, ratio B/A
d=sys.argv[1]; A=sys.argv[2]; B=sys.argv[3]
t=tarfile.open(d+'/csv.tgz')
runs=collections.defaultdict(lambda: collections.defaultdict(list))
for m in t.getmembers():
    name=m.name.split('/')[-1]
    for lab in (A,B):
        if name.startswith(lab) and name[len(lab):-4].isdigit():
            for r in csv.DictReader(io.TextIOWrapper(t.extractfile(m))):
                if r['library'].startswith('libclfft') and r['gbps']:
                    runs[(r['precision'],r['kind'],r['shape'])][lab].append(float(r['gbps']))
lr=[]
for k,v in runs.items():
    a=sum(v[A])/len(v[A]); b=sum(v[B])/len(v[B]); lr.append(math.log(b/a))
    print('%-5s %-4s %-14s %8.0f %8.0f %6.3f   %s | %s'%(k+(a,b,b/a,' '.join('%.0f'%x for x in v[A]),' '.join('%.0f'%x for x in v[B]))))
print('geomean %.4f over %d'%(math.exp(sum(lr)/len(lr)),len(lr)))
