// ps_1_2: texm3x3tex cube lookup by a per-pixel normal
ps_1_2
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mul r0, t3, v0
