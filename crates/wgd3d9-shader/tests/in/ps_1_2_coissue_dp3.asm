// ps_1_2: dp3_sat in the colour pipe co-issued with an alpha-pipe mul
ps_1_2
tex t0
tex t1
dp3_sat r0.rgb, t0_bx2, v0_bx2
+mul r0.a, t1, v0
mul r0.rgb, r0, t1
