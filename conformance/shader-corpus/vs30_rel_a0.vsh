vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
mul r0, v3, c1.w
mova a0.xy, r0
mov o1, c[a0.x + 6]
add o2, c[a0.y + 2], c[a0.x]
