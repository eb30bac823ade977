// ps_1_2: dp4 (new in ps_1_2) against a constant weight vector
ps_1_2
def c0, 0.25, 0.25, 0.25, 0.25
tex t0
tex t1
dp4 r1, t0, c0
mul r0, t1, r1
