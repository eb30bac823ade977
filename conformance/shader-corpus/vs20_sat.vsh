vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mad_sat r0, v1, c20, c21
mov oD0, r0
mul_sat oT0, v3, c22
