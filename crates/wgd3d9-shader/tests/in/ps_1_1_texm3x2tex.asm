// ps_1_1: texm3x2pad/texm3x2tex 2D dependent lookup with a signed-scaled (_bx2) normal
ps_1_1
tex t0                       // normal map
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2        // lookup into a 2D lighting texture
mul r0, t2, v0
