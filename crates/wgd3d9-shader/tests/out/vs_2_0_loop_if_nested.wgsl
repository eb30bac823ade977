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
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    o0_ = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e50 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e50.x, 0i, 255i);
    loop_step = _e50.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e50.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e61 = loop_count;
        if (_e61 <= 0i) {
            break;
        }
        loop_count = (_e61 - 1i);
        if true {
            let _e65 = v1_;
            let _e67 = r2_;
            let _e71 = (i32(_e67.x) + 10i);
            let _e73 = consts.c[_e71];
            let _e81 = r1_;
            let _e82 = select(_e81, vec4(dot(_e65.xyz, select(_e73, vec4<f32>(0f, 0f, 0f, 0f), (_e71 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            r1_ = _e82;
            let _e83 = _e82.xxxx;
            let _e84 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e87 = select(_e82, select(_e84, _e83, (_e83 >= _e84)), vec4<bool>(true, false, false, false));
            r1_ = _e87;
            let _e93 = (i32(_e67.x) + 12i);
            let _e95 = consts.c[_e93];
            let _e98 = r0_;
            r0_ = ((_e87.xxxx * select(_e95, vec4<f32>(0f, 0f, 0f, 0f), (_e93 == 4i))) + _e98);
        } else {
            let _e101 = r0_;
            let _e103 = r2_;
            let _e106 = (i32(_e103.x) + 12i);
            let _e108 = consts.c[_e106];
            r0_ = (_e101 + select(_e108, vec4<f32>(0f, 0f, 0f, 0f), (_e106 == 4i)));
        }
        let _e112 = loop_step;
        let _e114 = r2_;
        r2_ = select(_e114, vec4((_e114.x + f32(_e112))), vec4<bool>(true, false, false, false));
    }
    let _e119 = r0_;
    o1_ = _e119;
    let _e120 = saturate(_e119);
    o1_ = _e120;
    let _e121 = o0_;
    let _e124 = consts.c[256];
    let _e129 = select(_e121, (_e121 + (_e124 * _e121.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e129;
    return Output(_e129, _e120);
}
