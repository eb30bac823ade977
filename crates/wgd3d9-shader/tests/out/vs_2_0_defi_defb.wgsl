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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    let _e16 = consts.c[0];
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false));
    o0_ = _e20;
    let _e23 = consts.c[1];
    let _e27 = select(_e20, vec4(dot(in0_, _e23)), vec4<bool>(false, true, false, false));
    o0_ = _e27;
    let _e30 = consts.c[2];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false));
    o0_ = _e34;
    let _e37 = consts.c[3];
    o0_ = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e46 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e46.x, 0i, 255i);
    loop_step = _e46.z;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e46.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e57 = loop_count;
        if (_e57 <= 0i) {
            break;
        }
        loop_count = (_e57 - 1i);
        let _e61 = r0_;
        let _e63 = r1_;
        let _e67 = (i32(_e63.x) + 20i);
        let _e69 = consts.c[_e67];
        r0_ = (_e61 + select(_e69, vec4<f32>(0f, 0f, 0f, 0f), (_e67 == 4i)));
        let _e74 = loop_step;
        r1_ = select(_e63, vec4((_e63.x + f32(_e74))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e81 = r0_;
        let _e84 = consts.c[8];
        r0_ = (_e81 * _e84);
    }
    let _e86 = r0_;
    o1_ = _e86;
    let _e87 = saturate(_e86);
    o1_ = _e87;
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e96 = select(_e88, (_e88 + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e96;
    return Output(_e96, _e87);
}
