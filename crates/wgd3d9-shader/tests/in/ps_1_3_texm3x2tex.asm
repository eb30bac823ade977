// ps_1_3: texm3x2tex anisotropic lighting lookup from a normal map
ps_1_3
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
tex t3
mul_x2 r0, t2, t3
