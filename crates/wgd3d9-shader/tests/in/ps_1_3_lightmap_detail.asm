// ps_1_3: base x lightmap x2 with a detail texture and a fog-colour blend by v1.a
ps_1_3
tex t0
tex t1
tex t2
mul_x2 r0, t0, t1
mul_x2 r0, r0, t2
lrp r0.rgb, v1.a, r0, c0
+mov r0.a, t0
