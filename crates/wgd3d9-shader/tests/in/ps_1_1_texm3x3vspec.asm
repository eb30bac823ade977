// ps_1_1: texm3x3vspec with the eye ray taken from the q components of t1..t3
ps_1_1
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3vspec t3, t0
mul r0.rgb, t3, c1
+mov r0.a, c1
