// vs_3_0: if p0.x / else / endif and if !p0.w nested inside it
vs_3_0
dcl_position v0
dcl_color v1
dcl_position o0
dcl_color o1
def c4, 0.5, 0.0, 0.0, 1.0
m4x4 o0, v0, c0
setp_ge p0, v1, c4.x
if p0.x
    mov r0, v1
    if !p0.w
        mov r0.w, c4.w
    endif
else
    mul r0, v1, c4.x
endif
mov o1, r0
