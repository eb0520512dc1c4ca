# split-model.py: least-squares models of a split's time (ms per 2^27 values) on per-pass features summed over
# both passes (work per work-item with idle rounds counted, exchanges per value, occupancy estimates, exchange
# modes); each length left out in turn, the split with the lowest prediction (ties: their mean) against the best
# split; the rules' balanced split is 0.906 of the best (entry 104).  Output: bench/NOTES.md entry 105.
import json, math, numpy as np
rows=sorted(json.load(open("split-features.json")), key=lambda r:(r["N"], (r["a"]*7919)%997))
def pf(n):
    s=0; p=2
    while n>1:
        while n%p==0: s+=p; n//=p
        p+=1
    return s
def feats(ps, kind):
    R,T,f,m,wg,loc=ps['R'],ps['T'],ps['f'],ps['m'],ps['wg'],ps['local']
    work=sum(math.ceil((R//x)/T)*x*pf(x) for x in f)          # serial work per work-item
    inst=T*work/R                                              # per element, idle lanes counted
    ideal=sum(pf(x) for x in f)                                # per element, no idle
    rounds=sum(math.ceil((R//x)/T) for x in f)
    V=R/T
    occ_loc=min(32, 233472//max(loc,1), 2048//wg)*wg/2048
    regs=min(255, 2*V*(2 if 'fp64' in kind else 1)*1.5+32)
    occ_reg=min(1.0, (65536//int(regs*wg+1))*wg/2048) if regs*wg<=65536 else 0.0
    occ=min(occ_loc, max(occ_reg, wg/2048))
    ex=len(f)-1
    return dict(inst=inst, idle=inst/ideal, ex_per_el=ex/V, occ=occ, invocc=1/max(occ,0.05), V=V, ex=ex,
                reim=1.0 if 're/im' in ps['rest'] else 0.0, turns=1.0 if 'turns' in ps['rest'] else 0.0,
                first=1.0 if ps['p']==1 else 0.0)
names=None
X=[];y=[];N=[];keys=[]
for r in rows:
    fs=[feats(p,'fp32') for p in r['passes']]
    if names is None: names=sorted(fs[0])
    vec=[1.0]+[sum(f[n] for f in fs) for n in names]
    X.append(vec); y.append(2147.48/r['gbps']); N.append(r['N']); keys.append((r['a'],r['b']))
X=np.array(X); y=np.array(y); N=np.array(N)
def evaluate(cols):
    picks=[]; 
    for n in sorted(set(N)):
        tr=N!=n; te=N==n
        Xa=X[:,cols]
        coef,*_=np.linalg.lstsq(Xa[tr],y[tr],rcond=None)
        pred=Xa[te]@coef
        tied=np.where(pred<=pred.min()+1e-9*abs(pred.min())+1e-12)[0]
        picks.append(np.exp(np.mean(np.log(y[te].min()/y[te][tied]))))
    return np.exp(np.mean(np.log(picks)))
# balanced split (rules) relative to best
bal=[]
for n in sorted(set(N)):
    r=[x for x in rows if x['N']==n][0]; t=2147.48/r['default']; bal.append(y[N==n].min()/t)
print('balanced/best %.3f'%np.exp(np.mean(np.log(bal))))
allc=list(range(len(names)+1))
print('all features', '%.3f'%evaluate(allc), names)
import itertools
best=[]
for k in (1,2,3):
    for comb in itertools.combinations(range(1,len(names)+1),k):
        best.append((evaluate([0]+list(comb)),[names[c-1] for c in comb]))
best.sort(reverse=True)
for b in best[:12]: print('%.3f'%b[0], b[1])
