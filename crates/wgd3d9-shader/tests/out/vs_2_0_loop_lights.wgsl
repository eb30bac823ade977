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
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    o0_ = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    let _e51 = consts.c[5];
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e56;
    let _e59 = consts.c[6];
    let _e64 = select(_e56, vec4(dot(in1_.xyz, _e59.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e64;
    let _e67 = consts.c[7];
    r0_ = select(_e64, vec4(dot(in1_.xyz, _e67.xyz)), vec4<bool>(false, false, true, false));
    let _e75 = consts.c[8];
    r1_ = _e75;
    let _e79 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e79.x, 0i, 255i);
    loop_step = _e79.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e79.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e90 = loop_count;
        if (_e90 <= 0i) {
            break;
        }
        loop_count = (_e90 - 1i);
        let _e93 = r0_;
        let _e95 = r3_;
        let _e99 = (i32(_e95.x) + 10i);
        let _e101 = consts.c[_e99];
        let _e108 = r2_;
        let _e109 = select(_e108, vec4(dot(_e93.xyz, select(_e101, vec4<f32>(0f, 1f, 0f, 0f), (_e99 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e109;
        let _e110 = _e109.xxxx;
        let _e111 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e114 = select(_e109, select(_e111, _e110, (_e110 >= _e111)), vec4<bool>(true, false, false, false));
        r2_ = _e114;
        let _e120 = (i32(_e95.x) + 20i);
        let _e122 = consts.c[_e120];
        let _e125 = r1_;
        r1_ = ((_e114.xxxx * select(_e122, vec4<f32>(0f, 1f, 0f, 0f), (_e120 == 4i))) + _e125);
        let _e128 = loop_step;
        r3_ = select(_e95, vec4((_e95.x + f32(_e128))), vec4<bool>(true, false, false, false));
    }
    let _e134 = r1_;
    let _e135 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e137 = select(_e135, _e134, (_e134 < _e135));
    o1_ = _e137;
    let _e138 = saturate(_e137);
    o1_ = _e138;
    let _e139 = o0_;
    let _e142 = consts.c[256];
    let _e147 = select(_e139, (_e139 + (_e142 * _e139.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e147;
    return Output(_e147, _e138);
}
