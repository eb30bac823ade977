// ps_1_2: cnd on r0.a with inverted (1-x) and biased sources
ps_1_2
tex t0
tex t1
mov r0.a, v0
cnd r0, r0.a, 1-t0, t1_bias
