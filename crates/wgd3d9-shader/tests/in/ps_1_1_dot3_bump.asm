// ps_1_1: DOT3 bump mapping; normal map and light vector both signed-scaled with _bx2, _sat result
ps_1_1
tex t0                       // tangent-space normal map
tex t1                       // base texture
dp3_sat r1, t0_bx2, v0_bx2   // N . L, light vector packed in v0
mul r0, t1, r1
