// ps_3_0: nested calls, large label numbers and a call inside a loop
ps_3_0
dcl_texcoord0 v0
defi i0, 2, 0, 1, 0
mov r0, v0
mov r1, c0
loop aL, i0
    call l100
endloop
mov oC0, r1
ret
label l100
    mad r1, r0, c1, r1
    call l2047
ret
label l2047
    mul r1, r1, c2
ret
