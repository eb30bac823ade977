// ps_1_3: bump-mapped cube reflection (texm3x3tex) mixed with base texture colour by lrp
ps_1_3
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mov r1, c2
lrp r0, r1, t3, v0
