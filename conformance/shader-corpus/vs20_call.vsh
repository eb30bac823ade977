vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v1
call l1
callnz l2, b0
callnz l2, !b1
mov oD0, r0
mov oT0, v3
ret
label l1
add r0, r0, c1
ret
label l2
mul r0, r0, c2
ret
