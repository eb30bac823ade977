vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
mov r0, v1
call l5
call l6
mov o1, r0
mov o2, v3
ret
label l6
mul r0, r0, c3
ret
label l5
add r0, r0, c2
call l6
ret
