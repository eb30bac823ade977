// ps_1_3: dp3 into r0.a-free colour, cnd on r0.a and nop
ps_1_3
tex t0
tex t1
dp3_sat r1, t0_bx2, v0_bx2
mov r0.a, t1
nop
cnd r0, r0.a, r1, t1
