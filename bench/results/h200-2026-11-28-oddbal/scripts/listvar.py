import subprocess,re,sys
def desc(n,kind,fp64,var=None):
    a=['./build/clfft-codegen','-n',str(n),'-k',kind,'-p','nvidia','-b','16','-d','--forward-only' if kind!='c2r' else '--backward-only']
    if fp64:a.append('--fp64')
    if var:a+=['--variant',var]
    out=subprocess.run(a,capture_output=True,text=True).stdout
    return [l for l in out.split('*/')[0].splitlines() if 'pass ' in l]
ns=sorted({2**a*3**b*5**c*7**d for a in range(23) for b in range(4) for c in range(7) for d in range(2) if 20000<=2**a*3**b*5**c*7**d<=4200000 and ((2**a*3**b*5**c*7**d)%25==0 or (2**a*3**b*5**c*7**d)%27==0)})
kind=sys.argv[1]; fp64=sys.argv[2]=='fp64'
res=[]
for n in ns:
    a=desc(n,kind,fp64); 
    if len(a)<2: continue
    b=desc(n,kind,fp64,'small-odd-radices')
    if a!=b:
        ra=' / '.join((re.search(r"radices=(\S+)",l) or re.search(r"(pass.*)",l)).group(1) for l in a)
        rb=' / '.join((re.search(r"radices=(\S+)",l) or re.search(r"(pass.*)",l)).group(1) for l in b)
        res.append(n); print(n,ra,'->',rb)
print(len(ns),'candidates',len(res),'changed')
