# split-features.py: the pass shapes of call177's 154 two-pass splits, from clfft-codegen built at d83cb2e with
# ../../h200-2026-11-28-splits/xp-passes.patch (CLFFT_XP_PASSES forces the passes) in ./build-xp; writes split-features.json
import subprocess,re,json
rows=[]
for line in open('/work/main/bench/results/h200-2026-11-28-splits/call177/sweep.txt'):
    w=line.split(); N=int(w[0]); default=float(w[2])
    for sp in w[3:]:
        ab,g=sp.split(':'); a,b=map(int,ab.split('x'))
        out=subprocess.run(['./build-xp/clfft-codegen','-n',str(N),'-p','nvidia','-b',str(134217728//N),'-d','--forward-only'],capture_output=True,text=True,env={'CLFFT_XP_PASSES':f'{a},{b}'}).stdout
        ps=[]
        for l in out.split('*/')[0].splitlines():
            m=re.search(r'pass (\d+): \S+ -> \S+, R=(\d+) p=(\d+) radices=([0-9x]+), work-group (\d+) = (\d+) transforms x (\d+) threads, local (\d+) B(.*)',l)
            if m:
                ps.append(dict(R=int(m[2]),p=int(m[3]),f=[int(x) for x in m[4].split('x')],wg=int(m[5]),m=int(m[6]),T=int(m[7]),local=int(m[8]),rest=m[9]))
        rows.append(dict(N=N,a=a,b=b,gbps=float(g),default=default,passes=ps))
json.dump(rows,open('split-features.json','w'))
print(len(rows), sum(1 for r in rows if len(r['passes'])==2))
