struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e58 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    let _e69 = r2_;
    r2_ = select(_e69, vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e71 = loop_count;
        if (_e71 <= 0i) {
            break;
        }
        loop_count = (_e71 - 1i);
        if true {
            let _e77 = v1_;
            let _e79 = r2_;
            let _e83 = (i32(_e79.x) + 10i);
            let _e85 = consts.c[_e83];
            let _e93 = r1_;
            r1_ = select(_e93, vec4(dot(_e77.xyz, select(_e85, vec4<f32>(0f, 0f, 0f, 0f), (_e83 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            let _e95 = r1_;
            let _e96 = _e95.xxxx;
            let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e100 = r1_;
            r1_ = select(_e100, select(_e97, _e96, (_e96 >= _e97)), vec4<bool>(true, false, false, false));
            let _e102 = r1_;
            let _e105 = r2_;
            let _e109 = (i32(_e105.x) + 12i);
            let _e111 = consts.c[_e109];
            let _e115 = r0_;
            r0_ = ((_e102.xxxx * select(_e111, vec4<f32>(0f, 0f, 0f, 0f), (_e109 == 4i))) + _e115);
        } else {
            let _e118 = r0_;
            let _e120 = r2_;
            let _e124 = (i32(_e120.x) + 12i);
            let _e126 = consts.c[_e124];
            r0_ = (_e118 + select(_e126, vec4<f32>(0f, 0f, 0f, 0f), (_e124 == 4i)));
        }
        let _e131 = loop_step;
        let _e133 = r2_;
        let _e137 = r2_;
        r2_ = select(_e137, vec4((_e133.x + f32(_e131))), vec4<bool>(true, false, false, false));
    }
    let _e139 = r0_;
    o1_ = _e139;
    let _e140 = o1_;
    o1_ = saturate(_e140);
    let _e142 = o0_;
    let _e145 = consts.c[256];
    let _e149 = o0_;
    o0_ = select(_e149, (_e142 + (_e145 * _e142.wwww)), vec4<bool>(true, true, true, false));
    let _e152 = o0_;
    let _e153 = o1_;
    return Output(_e152, _e153);
}
