// vs_2_x: if_pred forms, if p0.x / else / endif and if !p0.z
vs_2_x
dcl_position v0
dcl_texcoord0 v1
def c4, 0.0, 0.5, 1.0, 0.0
m4x4 oPos, v0, c0
setp_lt p0, v1, c4.y
if p0.x
    mov r0, c5
else
    mov r0, c6
endif
if !p0.z
    add r0, r0, c7
endif
mov oD0, r0
