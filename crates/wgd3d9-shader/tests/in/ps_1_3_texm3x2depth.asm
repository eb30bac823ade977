// ps_1_3: texm3x2pad + texm3x2depth (ps_1_3 only) replacing the pixel depth with z/w
ps_1_3
tex t0
texm3x2pad t1, t0
texm3x2depth t2, t0          // t2 is not readable afterwards
tex t3
mul r0, t3, v0
