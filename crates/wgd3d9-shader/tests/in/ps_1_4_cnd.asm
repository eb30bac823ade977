// ps_1_4: cnd with an arbitrary register src0, per component and with an .a replicate
ps_1_4
texld r0, t0
texld r1, t1
texld r2, t2
cnd r3, r2, r0, r1
cnd r0, r2.a, r3, r1
