// ps_1_2: cmp (new in ps_1_2) choosing per component on src0 >= 0
ps_1_2
tex t0
tex t1
sub r1, t0, c0               // compare the texture against a threshold
cmp r0, r1, t0, t1
