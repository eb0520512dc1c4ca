import csv,tarfile,io,sys,collections
# errs.py DIR LABEL...: the largest rel_err of each (prec,kind,shape) per label
d=sys.argv[1]; labs=sys.argv[2:]
t=tarfile.open(d+'/csv.tgz'); e=collections.defaultdict(dict)
for m in t.getmembers():
    name=m.name.split('/')[-1]
    for lab in labs:
        if name.startswith(lab) and name[len(lab):-4].isdigit():
            for r in csv.DictReader(io.TextIOWrapper(t.extractfile(m))):
                if r['library'].startswith('libclfft') and r['rel_err']:
                    k=(r['precision'],r['kind'],r['shape']); e[k][lab]=max(e[k].get(lab,0),float(r['rel_err']))
print('prec kind shape '+' '.join(labs))
for k,v in e.items(): print(' '.join(k)+' '+' '.join('%.3e'%v.get(l,-1) for l in labs))
