// ps_1_1: co-issued pairs, a colour-pipe instruction (.rgb) with a '+' alpha-pipe instruction (.a)
ps_1_1
tex t0
tex t1
mul r0.rgb, t0, v0
+add r0.a, t0, t1
dp3 r1.rgb, t1_bx2, v1_bx2
+mul r1.a, t1, v0
mul r0.rgb, r0, r1
+mul r0.a, r0, r1
