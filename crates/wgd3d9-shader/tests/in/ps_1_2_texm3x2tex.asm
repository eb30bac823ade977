// ps_1_2: texm3x2pad/texm3x2tex with _bx2 on the texture-address source (allowed on any tex address op from ps_1_2)
ps_1_2
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
mul_x2 r0, t2, v0
