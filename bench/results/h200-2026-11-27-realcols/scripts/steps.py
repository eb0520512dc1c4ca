import sys,re,collections,glob,os
# steps.py DIR: per log file (one shape), the min device time of each (step, pass) launch
for f in sorted(glob.glob(sys.argv[1]+'/*.log')):
    best=collections.OrderedDict()
    for line in open(f):
        m=re.match(r'xp-step (.*) s(\d+) g(\d+) ([\d.]+) us groups (\d+) wg (\d+)',line)
        if m:
            k=(int(m.group(2)),int(m.group(3)),m.group(1),m.group(5),m.group(6)); t=float(m.group(4))
            best[k]=min(best.get(k,1e30),t)
    tot=sum(best.values())
    print(os.path.basename(f)[:-4], 'total %.1f us'%tot)
    for k,t in best.items():
        print('   s%d g%d %-45s %9.1f us %5.1f%%  groups %s x %s'%(k[0],k[1],k[2][:45],t,100*t/tot if tot else 0,k[3],k[4]))
