vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
defi i0, 2, 1, 1, 0
mov o0, v0
mov r0, v1
loop aL, i0
mov o[aL], r0
mul r0, r0, v3
endloop
