# diffplans.py OLD NEW PRESET: 1D/2D shapes whose plan descriptions differ between two clfft-codegen binaries
import subprocess,sys,re,itertools
from concurrent.futures import ThreadPoolExecutor
old,new,preset=sys.argv[1:4]
sm=sorted({2**a*3**b*5**c*7**d for a in range(15) for b in range(4) for c in range(4) for d in range(2) if 8<=2**a*3**b*5**c*7**d<=24000})
cases=[]
for n in sm:
    for k in ('c2c','r2c','c2r'):
        for p in ('fp32','fp64'):
            cases.append((str(n),k,p))
for n in [x for x in sm if x<=2048 and x%15==0 or x in (300,600,720,1440,2025)]:
    cases.append(('%dx%d'%(n,n),'c2c','fp32')); cases.append(('%dx%d'%(n,n),'r2c','fp32'))
def desc(b,c):
    n,k,p=c
    a=[b,'-n',n,'-k',k,'-p',preset,'-b','64','-d','--backward-only' if k=='c2r' else '--forward-only']+(['--fp64'] if p=='fp64' else [])
    o=subprocess.run(a,capture_output=True,text=True).stdout.split('*/')[0]
    return [re.sub(r'.*?(pass \d+: .*?radices=[0-9x]+).*',r'\1',l).strip() for l in o.splitlines() if re.search(r'pass \d+:',l)]
def one(c):
    a,b=desc(old,c),desc(new,c)
    return c,a,b
with ThreadPoolExecutor(4) as ex:
    for c,a,b in ex.map(one,cases):
        if a!=b: print(' '.join(c),' / '.join(x.split('radices=')[1] for x in a),'->',' / '.join(x.split('radices=')[1] for x in b))
print('cases',len(cases),file=sys.stderr)
