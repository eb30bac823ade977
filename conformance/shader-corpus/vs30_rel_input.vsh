vs_3_0
dcl_position v0
dcl_color0 v1
dcl_color1 v2
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
defi i0, 3, 1, 1, 0
mov o0, v0
mov r0, c0
loop aL, i0
add r0, r0, v[aL]
endloop
mul o1, r0, c1.x
mov o2, r0
