import subprocess,sys,re
from concurrent.futures import ThreadPoolExecutor
old,new,lo,hi=sys.argv[1],sys.argv[2],int(sys.argv[3]),int(sys.argv[4])
sm=sorted({2**a*3**b*5**c*7**d for a in range(23) for b in range(5) for c in range(7) for d in range(2) if lo<=2**a*3**b*5**c*7**d<=hi})
cases=[(str(n),k,p) for n in sm for k,p in (('c2c','fp32'),('c2c','fp64'),('r2c','fp32'),('c2r','fp32'))]
def desc(b,c):
    n,k,p=c
    a=[b,'-n',n,'-k',k,'-p','nvidia','-b','2','-d','--backward-only' if k=='c2r' else '--forward-only']+(['--fp64'] if p=='fp64' else [])
    o=subprocess.run(a,capture_output=True,text=True).stdout.split('*/')[0]
    return [re.sub(r'.*?(R=\d+ p=\d+ radices=[0-9x]+).*',r'\1',l).strip() for l in o.splitlines() if re.search(r'pass \d+:',l)]
def one(c): return c,desc(old,c),desc(new,c)
with ThreadPoolExecutor(4) as ex:
    for c,a,b in ex.map(one,cases):
        if a!=b: print(' '.join(c),' / '.join(a),'->',' / '.join(b))
