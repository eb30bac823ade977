vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
add r0, v3, c5
rcp r1.x, r0.x
rsq r1.y, r0.y
rcp r1.z, r0.w
rsq r1.w, c7.z
mul oD0, r1, c8
mov oT0, r1
