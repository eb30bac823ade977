vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mul r0, v3, c2.w
mova a0, r0
mov oD0, c[a0.w + 5]
mov oT0, c[a0.z + 1]
