vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
add r0, v3, c5
rcp r1, r0
rsq r2, r0
mul oD0, r1, c1
mul oT0, r2, c2
