vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mul r0, v3, c1.w
mova a0.x, r0.x
mova a0.y, r0.y
mov oD0, c[a0.x + 10]
add oT0, c[a0.y + 3], c[a0.x]
