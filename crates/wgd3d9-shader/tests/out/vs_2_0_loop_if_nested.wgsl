struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e35 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e35.x, 0i, 255i);
    loop_step = _e35.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e35.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e52 = loop_count;
        if (_e52 <= 0i) {
            break;
        }
        loop_count = (_e52 - 1i);
        if true {
            let _e56 = v1_;
            let _e57 = r2_;
            let _e61 = (i32(_e57.x) + 10i);
            let _e63 = consts.c[_e61];
            let _e72 = r1_;
            let _e73 = select(_e72, vec4(dot(_e56.xyz, select(_e63, vec4<f32>(0f, 0f, 0f, 0f), (_e61 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            let _e74 = _e73.xxxx;
            let _e75 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e78 = select(_e73, select(_e75, _e74, (_e74 >= _e75)), vec4<bool>(true, false, false, false));
            let _e83 = (i32(_e57.x) + 12i);
            let _e85 = consts.c[_e83];
            let _e88 = r0_;
            r1_ = _e78;
            r0_ = ((_e78.xxxx * select(_e85, vec4<f32>(0f, 0f, 0f, 0f), (_e83 == 4i))) + _e88);
        } else {
            let _e91 = r0_;
            let _e92 = r2_;
            let _e95 = (i32(_e92.x) + 12i);
            let _e97 = consts.c[_e95];
            r0_ = (_e91 + select(_e97, vec4<f32>(0f, 0f, 0f, 0f), (_e95 == 4i)));
        }
        let _e101 = loop_step;
        let _e103 = r2_;
        r2_ = select(_e103, vec4((_e103.x + f32(_e101))), vec4<bool>(true, false, false, false));
    }
    let _e108 = r0_;
    let _e110 = o0_;
    let _e112 = consts.c[256];
    let _e114 = consts.c[257];
    return Output(select(_e110, ((_e110 * _e114) + (_e112 * _e110.wwww)), vec4<bool>(true, true, true, false)), saturate(_e108));
}
