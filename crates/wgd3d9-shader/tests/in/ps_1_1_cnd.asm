// ps_1_1: cnd selecting between two textures on r0.a > 0.5
ps_1_1
tex t0
tex t1
tex t2                       // mask in alpha
mov r0.a, t2
cnd r0, r0.a, t0, t1
