// vs_2_0: the abs instruction (vs_2_0 has no _abs source modifier) for two-sided lighting
vs_2_0
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
dp3 r0.x, v1, c4
abs r1.x, r0.x
mul oD0, r1.x, c5
abs r2, v1
mov oT0, r2
