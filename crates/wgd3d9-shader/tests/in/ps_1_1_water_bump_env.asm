// ps_1_1: water surface, texbem reflection through a scrolling du/dv map blended over the base by vertex alpha
ps_1_1
tex t0                       // du/dv ripples
texbem t1, t0                // reflection map
tex t2                       // water colour
mul r1, t1, c0               // reflection tint
lrp r0.rgb, v0.a, r1, t2
+mov r0.a, v0.a
