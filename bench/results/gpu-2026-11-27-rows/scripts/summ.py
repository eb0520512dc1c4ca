import csv,sys,glob,collections,math
# usage: summ.py DIR name:globpat ... ; prints mean GB/s per (prec,kind,shape)
d=sys.argv[1]; cols=sys.argv[2:]
data=collections.OrderedDict()
def load(pat):
    r=collections.defaultdict(list)
    for f in sorted(glob.glob(d+'/'+pat)):
        for row in csv.DictReader(open(f)):
            if row['status']!='ok': continue
            r[(row['precision'],row['kind'],row['shape'],row['library'])].append(float(row['gbps']))
    return r
sets=[(c.split(':')[0],load(c.split(':')[1])) for c in cols]
keys=[]
for _,s in sets:
    for k in s:
        kk=k[:3]
        if kk not in keys: keys.append(kk)
print('%-22s'%'shape'+''.join('%16s'%n for n,_ in sets))
for k in keys:
    line='%-22s'%(' '.join(k))
    for n,s in sets:
        vals=[v for kk,v in s.items() if kk[:3]==k]
        if not vals: line+='%16s'%'-'; continue
        if len(vals)>1: line+='%16s'%('/'.join('%d'%(sum(v)/len(v)) for v in vals))
        else: line+='%16s'%('/'.join('%d'%x for x in vals[0]))
    print(line)
